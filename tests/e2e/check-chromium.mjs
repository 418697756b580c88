// The browser tests drive Debian's Chromium; Playwright cannot download its own browser here.
import { existsSync } from 'node:fs'

if (!existsSync('/usr/bin/chromium')) {
  console.error(
    "Browser tests need Debian's Chromium at /usr/bin/chromium.\nInstall it with: sudo apt-get update && sudo apt-get install -y chromium",
  )
  process.exit(1)
}
