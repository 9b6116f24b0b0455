/**
 * The factor's QR code, drawn from the auth service's SVG document as an image: an <img> never runs
 * the SVG's scripts or reaches into the page (unlike inserting its markup), whatever the answer holds.
 */
export function QrCodeImage({ svg, secret }: { svg: string; secret: string }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={`QR code for your authenticator app. If you cannot scan it, enter this secret instead: ${secret}`}
      width={180}
      height={180}
      style={{ background: 'white', borderRadius: 8, padding: 4 }}
    />
  )
}
