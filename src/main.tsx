import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, createAppRouter } from './app/router'
import { createQueryClient } from './lib/query-client'
import './styles.css'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
const container = document.getElementById('root')!

// Public pages arrive prerendered (src/app/prerender.tsx): their markup stays painted until the
// route's code and data are loaded, then React takes it over. A page opened with a search string,
// or sent elsewhere by its guard, renders afresh instead. Any other page (the admin's shell) renders
// at once and shows its own loading state: waiting for every loader first left a blank page.
const onPrerenderedPage = () => container.dataset.prerendered === router.state.location.pathname
if (onPrerenderedPage()) await router.load()
if (onPrerenderedPage() && !location.search) {
  // Tells the router its markup came from a server render, so it nests its boundaries as that did.
  router.ssr = { manifest: undefined }
  hydrateRoot(container, <App router={router} queryClient={queryClient} />)
} else {
  container.replaceChildren()
  createRoot(container).render(<App router={router} queryClient={queryClient} />)
}
