/** How an imported calendar's figures read in the tab and its toasts. */
export const upcomingEventsText = (count: number) => `${count} upcoming event${count === 1 ? '' : 's'}`
