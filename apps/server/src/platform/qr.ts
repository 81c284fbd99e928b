/**
 * QR codes: PNG for screens and mail, the module grid for vector drawing (PDFs). Error correction M (15 %),
 * which survives a printed card's wear.
 */
import QRCode from 'qrcode';

const LEVEL = 'M';

/** A PNG of the code, `width` pixels square including a one-module margin. */
export function qrPng(value: string, width = 240): Promise<Buffer> {
  return QRCode.toBuffer(value, { type: 'png', errorCorrectionLevel: LEVEL, margin: 1, width });
}

/** The same PNG as a data: URL, for an <img> in an API answer. */
export function qrDataUrl(value: string, width = 240): Promise<string> {
  return QRCode.toDataURL(value, { errorCorrectionLevel: LEVEL, margin: 1, width });
}

/** The code's grid: `dark(row, col)` for `size` × `size` modules, without the margin. */
export function qrModules(value: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: LEVEL });
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
}
