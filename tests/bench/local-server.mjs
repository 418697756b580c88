/** Starts the built app on 127.0.0.1 with a given local state, and stops it (with its children). */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export async function startServer(stateDir) {
  const port = await freePort()
  // Its own process group, so stopping it stops workerd too.
  const child = spawn(
    'node_modules/.bin/vite',
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      env: { ...process.env, LOCAL_STATE_DIR: stateDir },
      detached: true,
      stdio: 'ignore',
    },
  )
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.once('exit', stop)
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${origin}/api/auth/options`)).ok) return { origin, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  stop()
  throw new Error('The app did not start within 30 seconds')
}
