import { useMemo } from 'react'
import { encode } from 'uqr'

interface QrCodeProps {
  value: string
  label: string
  className?: string
}

/** A scannable QR code drawn as one SVG path, dark modules on a light tile in both themes. */
export function QrCode({ value, label, className = 'size-48' }: QrCodeProps) {
  const { size, d } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 })
    const parts: string[] = []
    qr.data.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x} ${y}h1v1h-1z`)))
    return { size: qr.size, d: parts.join('') }
  }, [value])

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}
