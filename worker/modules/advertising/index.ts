/** What the Worker's jobs use of advertising: the daily pull of performance from the ad platforms. */
export { adReporting } from './reporting'
export { syncAdPerformance } from './sync'
