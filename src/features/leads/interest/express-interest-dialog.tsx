import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { TEST_BOT_CHECK_TOKEN } from '../../../../worker/lib/shared/bot-check'
import { stripInvisible } from '../../../../worker/lib/shared/fields'
import { expressInterestSchema } from '../../../../worker/modules/leads/schemas'
import { BotCheck } from '../../../components/bot-check'
import { Dialog } from '../../../components/dialog'
import { DialogFormFooter } from '../../../components/dialog-form-footer'
import { useToast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { fieldErrorsFromApi, type FieldErrors } from '../../../lib/form-errors'
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
/** The fields this form shows; a problem with any other (the RV, the searched stay) is told in a toast. */
const SHOWN_FIELDS = ['firstName', 'lastName', 'email', 'phone']
const firstHiddenError = (errors: FieldErrors) =>
  Object.entries(errors).find(([field, message]) => message && !SHOWN_FIELDS.includes(field))?.[1]

/** The server refusing only fields this form does not show: its message goes to the toast, not to invisible fields. */
function toastable(error: unknown) {
  const fields = fieldErrorsFromApi(error)
  const onlyHidden = firstHiddenError(fields) && !SHOWN_FIELDS.some((field) => fields[field])
  return onlyHidden ? new Error(errorMessage(error, FALLBACK)) : error
}

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
  // A toast sits outside the modal dialog (under it, and inert, while it is open; on a phone the sheet
  // hides it), so the same words also show in the dialog's own alert.
  const [notice, setNotice] = useState<string | null>(null)
  const refuse = (title: string, description: string) => {
    toast({ title, description, variant: 'destructive' })
    setNotice(description)
  }
  const { formRef, errors, formError, submit } = useSchemaForm({
    schema: expressInterestSchema,
    fallbackMessage: FALLBACK,
    // Spec §5: a missing name or email is announced as a whole; other mistakes show on their field only.
    onInvalid: (found) => {
      const hidden = firstHiddenError(found)
      if (blank(values.firstName) || blank(values.lastName) || blank(values.email))
        refuse('Information Required', 'Please provide your name and email to express interest.')
      else if (hidden) refuse('Error', hidden)
    },
    onFailure: (message) => refuse('Error', message),
  })

  async function send(event: FormEvent) {
    event.preventDefault()
    setNotice(null)
    const check = (botCheck.data ?? (await botCheck.refetch()).data)?.botCheck
    const input = {
      ...values,
      rvId: rv.id,
      customerZipCode: stay.zipCode,
      requestedStartDate: stay.startDate,
      requestedEndDate: stay.endDate,
      botCheckToken: check?.mode === 'test' ? TEST_BOT_CHECK_TOKEN : turnstileToken,
    }
    const registered = await submit(input, (payload) =>
      interest.mutateAsync(payload).catch((error: unknown) => {
        throw toastable(error)
      }),
    )
    if (!registered) return
    toast({
      title: 'Interest Registered!',
      description: "We'll connect you with the RV owner soon. Check your email for details.",
      variant: 'success',
    })
    onDone()
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void send(event)} className="relative">
      <ContactFields values={values} errors={errors} onChange={change} phoneLabel="Phone (optional)" />
      {botCheck.data?.botCheck && (
        <BotCheck config={botCheck.data.botCheck} onTurnstileToken={setTurnstileToken} className="mt-4" />
      )}
      <DialogFormFooter
        formError={formError ?? notice}
        pending={interest.isPending}
        idleLabel="Express Interest"
        busyLabel="Sending..."
        onCancel={onDone}
      />
    </form>
  )
}
