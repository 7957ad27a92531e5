// The QR code itself (qrcode.react), in its own chunk: only the teacher who opens it pays.
import { QRCodeSVG } from 'qrcode.react';

/** Error correction M holds about 2,300 characters of a link; L about 2,900. */
export const QR_MAX_CHARS = 2_900;
const M_MAX_CHARS = 2_300;

export function QrCodeView({ url }: { url: string }) {
  return (
    <QRCodeSVG
      value={url}
      level={url.length <= M_MAX_CHARS ? 'M' : 'L'}
      marginSize={2}
      size={512}
      className="qr-dialog__code"
      data-testid="qr-code"
      bgColor="#ffffff"
      fgColor="#000000"
    />
  );
}
