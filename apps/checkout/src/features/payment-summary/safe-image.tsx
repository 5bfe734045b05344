import { isSafeImageUrl } from '@kessai/domain';
import { useState } from 'react';
import { config } from '../../app/config.ts';

export interface SafeImageProps {
  /** Merchant-supplied URL; only `https:` (and same-origin or local http in the sandbox) is shown. */
  src: string | undefined;
  /** Intrinsic size in CSS pixels, so the layout does not shift while the image loads. */
  width: number;
  height: number;
  className: string;
  /** Lazy for images below the fold (product thumbnails). */
  lazy?: boolean;
}

/** Whether a merchant image URL may be loaded by the page. */
export function isShownImageUrl(url: string | undefined): url is string {
  return (
    url !== undefined &&
    isSafeImageUrl(url, { allowSameOriginRelative: true, allowLocalHttp: config.allowLocalHttp })
  );
}

/**
 * A merchant image (logo, thumbnail). The name is always shown next to it, so the image itself is
 * decorative (`alt=""`). An unsafe URL, or one that fails to load, gives a neutral placeholder.
 */
export function SafeImage({ src, width, height, className, lazy = false }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (!isShownImageUrl(src) || failedSrc === src) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width={width}
        height={height}
        className={`${className} checkout-image-placeholder`}
        data-testid="image-placeholder"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="m3 17 5-5 4 4 3-3 6 6" />
        <circle cx="15.5" cy="8.5" r="1.5" />
      </svg>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      className={className}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
