import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, createAppRouter } from './app/router'
import { createQueryClient } from './lib/query-client'
import './styles.css'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
const container = document.getElementById('root')!

// Public pages arrive prerendered (src/app/prerender.tsx): React takes over that markup once the
// route's code is loaded. A page that lands elsewhere (a sign-in redirect, the admin's shell) renders afresh.
await router.load()
const prerenderedPath = container.dataset.prerendered
if (prerenderedPath === router.state.location.pathname && !location.search) {
  // Tells the router its markup came from a server render, so it nests its boundaries as that did.
  router.ssr = { manifest: undefined }
  hydrateRoot(container, <App router={router} queryClient={queryClient} />)
} else {
  container.replaceChildren()
  createRoot(container).render(<App router={router} queryClient={queryClient} />)
}
