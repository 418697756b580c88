import { useEffect } from 'react'

const APP_NAME = 'RV Connect'

/** Sets the tab title to "<title> · RV Connect" (or just the app name) while the page is shown. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME
  }, [title])
}
