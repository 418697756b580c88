import { createFileRoute } from '@tanstack/react-router'
import { BookWizard } from '../features/bookings/wizard/book-wizard'

export const Route = createFileRoute('/book')({ component: BookWizard })
