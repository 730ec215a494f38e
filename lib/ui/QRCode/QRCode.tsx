import { useEffect, useState } from 'react'
import * as styles from './QRCode.css'
import { createQrMatrix, qrPaths, type QrPaths } from './matrix'
import { dialog } from '../../core/i18n/en/dialog'
import { useKitMessages } from '../../react/i18n/kit'

export interface QRCodeProps {
  /** Text to encode (a `wc:` pairing URI or a download link). */
  uri: string
  /** Rendered size in CSS pixels (see qrSize). */
  size: number
  /** Icon drawn in the centre (same-origin URL or data URI). */
  logoUrl?: string
  logoBackground?: string
  /** Accessible name, e.g. "QR code to connect with MetaMask". */
  label: string
}

/** A QR code drawn as SVG; the `qrcode` library is loaded on first use. */
export function QRCode({ uri, size, logoUrl, logoBackground = '#ffffff', label }: QRCodeProps) {
  const [paths, setPaths] = useState<{ uri: string; paths: QrPaths }>()
  const [failed, setFailed] = useState(false)
  const t = useKitMessages('dialog', dialog)

  useEffect(() => {
    let live = true
    setFailed(false)
    createQrMatrix(uri).then(
      (m) => live && setPaths({ uri, paths: qrPaths(m, logoUrl !== undefined) }),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [uri, logoUrl])

  const current = paths?.uri === uri ? paths.paths : undefined
  return (
    <div className={styles.frame} style={{ width: size }} data-qr-uri={uri}>
      {failed ? (
        <p role="alert">{t('qrFailed')}</p>
      ) : current ? (
        <QrSvg paths={current} label={label} logoUrl={logoUrl} logoBackground={logoBackground} />
      ) : (
        <div className={styles.placeholder} role="img" aria-label={t('qrLoading', { label })} />
      )}
    </div>
  )
}

function QrSvg({ paths, label, logoUrl, logoBackground }: { paths: QrPaths; label: string; logoUrl: string | undefined; logoBackground: string }) {
  const n = paths.size
  return (
    <svg className={styles.svg} viewBox={`0 0 ${n} ${n}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <path d={paths.modules} fill="currentColor" />
      {paths.finders.map(({ x, y }) => (
        <g key={`${x}-${y}`} shapeRendering="geometricPrecision">
          <rect x={x + 0.5} y={y + 0.5} width={6} height={6} rx={1.6} fill="none" stroke="currentColor" strokeWidth={1} />
          <rect x={x + 2} y={y + 2} width={3} height={3} rx={0.8} fill="currentColor" />
        </g>
      ))}
      {logoUrl && paths.logo && (
        <g shapeRendering="geometricPrecision">
          <rect x={paths.logo.x + 0.5} y={paths.logo.y + 0.5} width={paths.logo.size - 1} height={paths.logo.size - 1} rx={paths.logo.size / 4} fill={logoBackground} />
          <image href={logoUrl} x={paths.logo.x + 1} y={paths.logo.y + 1} width={paths.logo.size - 2} height={paths.logo.size - 2} preserveAspectRatio="xMidYMid meet" />
        </g>
      )}
    </svg>
  )
}
