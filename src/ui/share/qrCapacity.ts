// How much of a link a QR code holds, apart from the QR chunk so the button knows before it
// loads that chunk.

/** Error correction L holds about 2,900 characters of a link: the longest link drawn. */
export const QR_MAX_CHARS = 2_900;
/** Error correction M holds about 2,300: links up to this long get the sturdier code. */
export const QR_M_MAX_CHARS = 2_300;
