// Volumes of an instance (spec 1 §3, 2 §3): how large a resize may make one.
/** EBS volumes are at most 16 TiB. */
export const MAX_VOLUME_SIZE_GIB = 16384;
