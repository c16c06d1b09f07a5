import { toString as renderQrCode } from 'qrcode';

/**
 * The enrolment QR code as an SVG string, rendered here: the secret never goes to a third-party
 * QR service. Medium error correction, a 4-module quiet zone (ISO/IEC 18004).
 */
export function qrCodeSvg(text: string): Promise<string> {
  return renderQrCode(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}
