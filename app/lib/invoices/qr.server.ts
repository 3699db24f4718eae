// The UPI payment link as a QR code: SVG for the pages (drawn on the server, no script in the
// browser), PNG for the PDF and the email. Error correction M survives a printed, folded invoice.
import QRCode from "qrcode";

const options = { errorCorrectionLevel: "M", margin: 1 } as const;

export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...options, type: "svg" });
}

/** A PNG of `width` pixels. */
export async function qrPng(text: string, width = 300): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...options, type: "png", width });
}
