/** 10 MB: a large phone photo fits, a video does not. The HTTP layers and the collection both enforce it. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
