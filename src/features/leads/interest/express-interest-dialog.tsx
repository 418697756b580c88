import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { TEST_BOT_CHECK_TOKEN } from '../../../../worker/lib/shared/bot-check'
import { stripInvisible } from '../../../../worker/lib/shared/fields'
import { expressInterestSchema } from '../../../../worker/modules/leads/schemas'
import { BotCheck } from '../../../components/bot-check'
import { Dialog } from '../../../components/dialog'
import { DialogForm } from '../../../components/dialog-form'
import { useToast } from '../../../components/toast'
import { useSchemaForm } from '../../../lib/use-schema-form'
import { interestBotCheckQuery, useExpressInterest } from './queries'
import { ContactFields } from '../../../components/contact-fields'
import { mediumDay } from '../../../lib/format'

export interface InterestRv {
  id: string
  name: string
}

/** The search the results came from: the stay the renter asked about and where they are. */
export interface InterestStay {
  startDate: string
  endDate: string
  zipCode: string
}

interface ExpressInterestDialogProps {
  open: boolean
  rv: InterestRv
  stay: InterestStay
  onClose: () => void
}

const FALLBACK = 'Your interest could not be registered. Please try again.'
/** The fields this form shows; a problem with any other (the RV, the searched stay) is the whole form's. */
const SHOWN_FIELDS = ['firstName', 'lastName', 'email', 'phone']
const REQUIRED = 'Please provide your name and email to express interest.'

/** Spec §5 'Express Interest': name, email and an optional phone, passed on to the RV's owner as a lead. */
export default function ExpressInterestDialog({ open, rv, stay, onClose }: ExpressInterestDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Express Interest"
      description={`Leave your details and the owner of ${rv.name} will contact you about ${mediumDay(stay.startDate)} – ${mediumDay(stay.endDate)}.`}
    >
      {/* Mounted only while open, so each opening starts empty. */}
      <ExpressInterestForm rv={rv} stay={stay} onDone={onClose} />
    </Dialog>
  )
}

const emptyContact = { firstName: '', lastName: '', email: '', phone: '' }

function ExpressInterestForm({ rv, stay, onDone }: { rv: InterestRv; stay: InterestStay; onDone: () => void }) {
  const [values, setValues] = useState(emptyContact)
  // Each lead costs the RV's owner a fee, so the site's robot check comes first.
  const botCheck = useQuery(interestBotCheckQuery())
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null)
  const interest = useExpressInterest()
  const toast = useToast()
  const change = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }))
  const blank = (text: string) => !stripInvisible(text).trim()
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: expressInterestSchema,
    fields: SHOWN_FIELDS,
    fallbackMessage: FALLBACK,
    // Spec §5: a missing name or email is announced as a whole; other mistakes show on their field only.
    onInvalid: () => (blank(values.firstName) || blank(values.lastName) || blank(values.email) ? REQUIRED : undefined),
    // The dialog's alert says it, and so does a toast (which sits under the modal dialog while it is open).
    announce: (message) =>
      toast({
        title: message === REQUIRED ? 'Information Required' : 'Error',
        description: message,
        variant: 'destructive',
      }),
  })

  async function send() {
    const check = (botCheck.data ?? (await botCheck.refetch()).data)?.botCheck
    const input = {
      ...values,
      rvId: rv.id,
      customerZipCode: stay.zipCode,
      requestedStartDate: stay.startDate,
      requestedEndDate: stay.endDate,
      botCheckToken: check?.mode === 'test' ? TEST_BOT_CHECK_TOKEN : turnstileToken,
    }
    const registered = await submit(input, (payload) => interest.mutateAsync(payload))
    if (!registered) return
    toast({
      title: 'Interest Registered!',
      description: "We'll connect you with the RV owner soon. Check your email for details.",
      variant: 'success',
    })
    onDone()
  }

  return (
    <DialogForm
      formRef={formRef}
      onSubmit={send}
      className="relative"
      formError={formError}
      pending={interest.isPending}
      idleLabel="Express Interest"
      busyLabel="Sending..."
      onCancel={onDone}
    >
      <ContactFields values={values} errors={errors} onChange={change} phoneLabel="Phone (optional)" />
      {botCheck.data?.botCheck && (
        <BotCheck config={botCheck.data.botCheck} onTurnstileToken={setTurnstileToken} className="mt-4" />
      )}
    </DialogForm>
  )
}
