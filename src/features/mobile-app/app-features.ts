/** What the mobile app offers (spec §2, mobile app page). */
export interface AppFeature {
  title: string
  text: string
}

export const customerFeatures: AppFeature[] = [
  { title: 'Booking management', text: 'See, change and check in to your RV bookings wherever you are.' },
  { title: 'RV-safe GPS navigation', text: 'Routes that respect your RV’s height, weight and length restrictions.' },
  { title: 'Campground finder', text: 'Find campgrounds and RV parks with open spots along your route.' },
  {
    title: 'Issue reporting with photos',
    text: 'Something wrong? Snap a photo and the owner hears about it right away.',
  },
  { title: 'Smart notifications', text: 'Pickup reminders, delivery updates and trip alerts at the right moment.' },
  { title: 'Offline access', text: 'Your booking details and directions keep working without a signal.' },
]

export const ownerFeatures: AppFeature[] = [
  { title: 'Fleet dashboard', text: 'Every RV’s status, bookings and location at a glance.' },
  { title: 'Instant alerts', text: 'New bookings, leads and urgent issues pushed to you as they happen.' },
  { title: 'Customer communication chat', text: 'Message renters before, during and after their trip.' },
  { title: 'Photo documentation', text: 'Record the condition of each RV at pickup and return.' },
  { title: 'Review management', text: 'Read and answer customer reviews from one place.' },
  { title: 'Maintenance tracking', text: 'Schedule inspections and services, and log repairs as they are done.' },
]

export const comingSoon: AppFeature[] = [
  { title: 'Smartwatch app', text: 'Trip alerts and navigation cues on your wrist.' },
  { title: 'AR troubleshooting', text: 'Point your camera at a part and get step-by-step help.' },
  { title: 'Social features', text: 'Share trips and meet other travellers at your campground.' },
]
