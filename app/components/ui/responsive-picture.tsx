// A content-pack image as a responsive <picture> (decision 028): AVIF, then
// WebP, at every width the pipeline makes, the wide file from 768 px and the
// narrow one below; intrinsic width and height against layout shift; the
// image's own colour while it loads; lazy unless it is the page's largest, which
// is preloaded at high priority instead. Without the pipeline's facts (an image
// it could not read) the plain files are used. A decorative image says nothing
// to a screen reader (alt=""); a focal point keeps a cropped picture's subject
// in view, per width (decision 037 "Images").
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import type { Image } from '../../../contract/content.ts';
import { fallbackWidth, variantSrcSet, variantUrl, type ImageSource } from '../../../contract/responsive-image.ts';
import styles from './responsive-picture.module.css';

const WIDE = '(min-width: 768px)';
const NARROW = '(max-width: 767.98px)';

export interface ResponsivePictureProps {
  image: Image;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "100vw" or "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  /** The page's largest image: loaded eagerly, at high priority, and preloaded from the head. */
  priority?: boolean;
  className?: string;
}

function preloadImage(path: string, source: ImageSource, sizes: string, media?: string) {
  preload(variantUrl(path, source, fallbackWidth(source), 'avif'), {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: variantSrcSet(path, source, 'avif'),
    imageSizes: sizes,
    fetchPriority: 'high',
    ...(media ? { media } : {}),
  });
}

/** The focal point as the custom properties responsive-picture.module.css reads (style-src allows inline styles). */
function focusOf(image: Image): { className?: string; style: CSSProperties } {
  if (!image.focus) return { style: {} };
  const { desktop, mobile } = image.focus;
  return {
    className: styles.focused,
    style: { '--focus-desktop': `${desktop.x}% ${desktop.y}%`, '--focus-mobile': `${mobile.x}% ${mobile.y}%` } as CSSProperties,
  };
}

export function ResponsivePicture({ image, sizes, priority = false, className }: ResponsivePictureProps) {
  const loading = priority ? ('eager' as const) : ('lazy' as const);
  const fetchPriority = priority ? ('high' as const) : ('auto' as const);
  const { sources } = image;
  const artDirected = image.desktop !== image.mobile;
  const alt = image.decorative ? '' : image.alt;
  const focus = focusOf(image);

  if (!sources) {
    return (
      <picture className={className}>
        {artDirected && <source media={WIDE} srcSet={image.desktop} />}
        <img
          src={image.mobile}
          alt={alt}
          width={800}
          height={600}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          className={focus.className}
          style={focus.style}
        />
      </picture>
    );
  }

  const { desktop, mobile } = sources;
  if (priority) {
    preloadImage(image.mobile, mobile, sizes, artDirected ? NARROW : undefined);
    if (artDirected) preloadImage(image.desktop, desktop, sizes, WIDE);
  }
  return (
    <picture className={className}>
      {artDirected && (
        <>
          <source
            media={WIDE}
            type="image/avif"
            srcSet={variantSrcSet(image.desktop, desktop, 'avif')}
            sizes={sizes}
            width={desktop.width}
            height={desktop.height}
          />
          <source
            media={WIDE}
            type="image/webp"
            srcSet={variantSrcSet(image.desktop, desktop, 'webp')}
            sizes={sizes}
            width={desktop.width}
            height={desktop.height}
          />
        </>
      )}
      <source type="image/avif" srcSet={variantSrcSet(image.mobile, mobile, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(image.mobile, mobile, 'webp')} sizes={sizes} />
      <img
        src={variantUrl(image.mobile, mobile, fallbackWidth(mobile), 'webp')}
        alt={alt}
        width={mobile.width}
        height={mobile.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={priority ? 'auto' : 'async'}
        className={focus.className}
        style={{ backgroundColor: mobile.colour, ...focus.style }}
      />
    </picture>
  );
}
