import type { ReactNode } from 'react'
import { PublicLayout } from '../../components/public-layout'
import { useDocumentTitle } from '../../lib/use-document-title'
import { Icon, type IconName } from './icons'

interface MessagePageProps {
  icon: IconName
  title: string
  children: ReactNode
  actions: ReactNode
}

/** A short public page: an icon, a heading, a few lines and the ways on. */
export function MessagePage({ icon, title, children, actions }: MessagePageProps) {
  useDocumentTitle(title)
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
          <Icon name={icon} className="size-9" />
        </span>
        <h1 className="text-3xl font-bold text-balance">{title}</h1>
        {children}
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">{actions}</div>
      </section>
    </PublicLayout>
  )
}
