import { runSql, uniqueTag } from './factories'
import { expect, test } from './fixtures'

test('an owner sends a test email and reads it in the overlay', async ({ signedInPage: page }) => {
  await page.goto('/admin/notifications')
  await expect(page.getByRole('heading', { name: 'Notification Management' })).toBeVisible()
  await expect(page.getByText('Test mode: emails go to the local outbox')).toBeVisible()
  await page.getByRole('tab', { name: 'Test Emails' }).click()

  const form = page.getByRole('form', { name: 'Send a test email' })
  await form.getByRole('button', { name: 'Send Test Email' }).click()
  await expect(page.getByText('Please fill in all required fields')).toBeVisible()

  await form.getByLabel('Notification type').selectOption({ label: 'Booking reminder' })
  await form.getByLabel('Email').fill('tess.tester@example.com')
  await form.getByLabel('Customer name').fill('Tess')
  await form.getByRole('button', { name: 'Send Test Email' }).click()
  await expect(page.getByText('The test notification has been sent successfully!')).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveValue('')

  await page.getByRole('tab', { name: 'All Notifications' }).click()
  const item = page.getByRole('button', { name: /Your trip starts soon: Sample RV/ }).first()
  await expect(item).toContainText('tess.tester@example.com')
  await item.click()
  const overlay = page.getByRole('dialog', { name: 'Your trip starts soon: Sample RV' })
  await expect(overlay.frameLocator('iframe[title="Email content"]').getByText('Hi Tess,')).toBeVisible()
})

test('a stored email with script in it runs nothing in the admin', async ({ signedInPage: page }) => {
  // Written straight into D1, as a stored email we do not control would arrive.
  const owner = (await (await page.request.get('/api/auth/user')).json()) as { id: string }
  const subject = `Hostile content ${uniqueTag()}`
  const content = `<p>Hello</p><img src=x onerror="parent.postMessage('img ran','*')"><script>parent.postMessage('script ran','*')</script>`
  await runSql(
    `insert into notifications (id, owner_id, type, email, subject, content, status, provider, created_at) values ('${crypto.randomUUID()}', '${owner.id}', 'issue_update', 'x@example.com', '${subject}', '${content.replaceAll("'", "''")}', 'failed', 'outbox', ${Date.now()})`,
  )

  await page.goto('/admin/notifications')
  await page.evaluate(() => {
    ;(window as unknown as { received: string[] }).received = []
    window.addEventListener('message', (event) =>
      (window as unknown as { received: string[] }).received.push(String(event.data)),
    )
  })
  await page.getByRole('button', { name: new RegExp(subject) }).click()
  const frame = page.getByRole('dialog', { name: subject }).frameLocator('iframe[title="Email content"]')
  await expect(frame.getByText('Hello')).toBeVisible()
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([])
  await expect(page.getByRole('dialog', { name: subject }).getByRole('button', { name: 'Resend' })).toBeVisible()
})
