/** SPEC §2: the one size scale every dialog uses, as modal widths in px. */
export const DIALOG_SIZES = {
  tiny: 320,
  small: 384,
  medium: 512,
  large: 576,
  xlarge: 768,
  xxlarge: 1152,
  xxxlarge: 1280,
} as const

export type DialogSize = keyof typeof DIALOG_SIZES

export const dialogWidth = (size: DialogSize) => DIALOG_SIZES[size]
