/**
 * An email's stored HTML in a sandboxed frame without allow-scripts, so nothing in a message (a
 * customer's name, say) can ever run script in the admin. Its links (target=_blank) may open a
 * normal new tab, as they would from a mail app.
 */
export function EmailPreview({ html }: { html: string }) {
  return (
    <iframe
      title="Email content"
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={html}
      className="h-[28rem] w-full rounded-box border border-base-300 bg-white"
    />
  )
}
