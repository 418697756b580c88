import { expect, test } from './fixtures'

// A phone: a touch screen 390 px wide, where the coarse pointer asks for finger-sized controls.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const TAP_TARGET_PX = 44

for (const path of ['/', '/book', '/bookings', '/mobile-app', '/budget-calculator']) {
  test(`every button and standalone link on ${path} is at least 44 px tall on a phone`, async ({ page }) => {
    await page.goto(path)
    const controls = page.locator('footer a, .btn').filter({ visible: true })
    await expect(controls.first()).toBeVisible()
    const small = await controls.evaluateAll(
      (elements, least) =>
        elements
          .map((element) => ({
            name: element.textContent?.trim() || element.ariaLabel,
            height: element.getBoundingClientRect().height,
          }))
          .filter(({ height }) => height < least),
      TAP_TARGET_PX,
    )
    expect(small).toEqual([])
  })
}
