export { QRCode, type QRCodeProps } from './QRCode'
export { qrSize, QR_SIZE, COMPACT_BREAKPOINT } from './qrSize'
export { qrPaths, createQrMatrix, ERROR_CORRECTION, LOGO_FRACTION, type QrMatrix, type QrPaths } from './matrix'
