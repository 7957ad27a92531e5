// The QR code itself (qrcode.react), in its own chunk: only the teacher who opens it pays.
import { QRCodeSVG } from 'qrcode.react';
import { QR_M_MAX_CHARS } from './qrCapacity';

export function QrCodeView({ url }: { url: string }) {
  return (
    <QRCodeSVG
      value={url}
      level={url.length <= QR_M_MAX_CHARS ? 'M' : 'L'}
      marginSize={2}
      size={512}
      className="qr-dialog__code"
      data-testid="qr-code"
      bgColor="#ffffff"
      fgColor="#000000"
    />
  );
}
