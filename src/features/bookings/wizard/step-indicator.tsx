export const STEPS = ['Choose your RV', 'Delivery & venue', 'Review & pay'] as const

/** The 3-step progress indicator; the current step is announced as such. */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <ol className="steps steps-horizontal mt-6 w-full text-sm" aria-label="Booking progress">
      {STEPS.map((label, index) => (
        <li
          key={label}
          className={`step ${index < step ? 'step-primary' : ''}`}
          aria-current={index + 1 === step ? 'step' : undefined}
        >
          {label}
        </li>
      ))}
    </ol>
  )
}
