/**
 * A stand-in for Cloudflare's edge in front of the local server: `vite preview` (workerd) sends
 * every response uncompressed, while the edge compresses text for browsers that accept it (brotli,
 * else gzip). Pages measured through this proxy weigh what a phone would download.
 * Listens on 127.0.0.1 on a free port; stops with `stop()` or when the process exits.
 */
import { createServer, request } from 'node:http'
import { pipeline } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

/** What the edge compresses: text, scripts, styles, JSON, SVG and other XML. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/

/** A middle brotli level, as used when compressing on the fly (11 is for files compressed ahead of time). */
const BROTLI_QUALITY = 5

function chooseEncoding(req, upstream) {
  const type = upstream.headers['content-type'] ?? ''
  const hasBody = req.method !== 'HEAD' && ![204, 304].includes(upstream.statusCode)
  if (!hasBody || upstream.headers['content-encoding'] || !COMPRESSIBLE.test(type)) return null
  const accepted = (req.headers['accept-encoding'] ?? '').toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

const compressor = (encoding) =>
  encoding === 'br'
    ? createBrotliCompress({
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip()

export async function startEdgeProxy(upstreamOrigin) {
  const upstream = new URL(upstreamOrigin)
  const server = createServer((req, res) => {
    // The Host header stays the proxy's, as the Worker sees the public hostname behind the edge.
    const headers = { ...req.headers }
    delete headers['accept-encoding']
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const encoding = chooseEncoding(req, answer)
        if (!encoding) {
          res.writeHead(answer.statusCode, answer.headers)
          pipeline(answer, res, () => {})
          return
        }
        const out = { ...answer.headers, 'content-encoding': encoding }
        delete out['content-length']
        out.vary = answer.headers.vary ? `${answer.headers.vary}, Accept-Encoding` : 'Accept-Encoding'
        // The edge weakens a strong ETag when it changes the bytes.
        if (out.etag && !out.etag.startsWith('W/')) out.etag = `W/${out.etag}`
        res.writeHead(answer.statusCode, out)
        pipeline(answer, compressor(encoding), res, () => {})
      },
    )
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    pipeline(req, forward, () => {})
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const stop = () => {
    server.closeAllConnections()
    server.close()
  }
  process.once('exit', stop)
  return { origin: `http://127.0.0.1:${server.address().port}`, stop }
}
