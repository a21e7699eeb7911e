// One content tile (product.md §3): heading, subHeading, rich content, links,
// colours, desktop/mobile background images, video, animationEffect, height,
// width, alignment, and a form chosen by formType through the registry.
import type { CSSProperties } from 'react';
import type { Tile } from '../../../contract/content.ts';
import { RichText } from '../../lib/rich-text.tsx';
import { ResponsivePicture } from '../ui/responsive-picture.tsx';
import { SmartLink } from '../ui/smart-link.tsx';
import { TileForm } from './tile-form-registry.tsx';
import styles from './content-tile.module.css';

export function ContentTile({ tile, priority = false, headingLevel = 2 }: { tile: Tile; priority?: boolean; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const style = {
    '--tile-bg': tile.colours.background,
    '--tile-fg': tile.colours.text,
    '--tile-accent': tile.colours.accent ?? tile.colours.text,
  } as CSSProperties;
  const className = [
    styles.tile,
    styles[`height-${tile.height}`],
    styles[`width-${tile.width}`],
    styles[`align-${tile.alignment}`],
    tile.animationEffect !== 'none' ? styles[`effect-${tile.animationEffect}`] : '',
    tile.backgroundImage ? styles.withImage : '',
  ].join(' ');

  return (
    <section id={tile.tileId} className={className} style={style} aria-labelledby={tile.heading ? `${tile.tileId}-heading` : undefined}>
      {tile.backgroundImage && (
        <ResponsivePicture image={tile.backgroundImage} sizes="100vw" priority={priority} className={styles.background} />
      )}
      <div className={styles.body}>
        {tile.subHeading && <p className={styles.subHeading}>{tile.subHeading}</p>}
        {tile.heading && (
          <Heading id={`${tile.tileId}-heading`} className={styles.heading}>
            {tile.heading}
          </Heading>
        )}
        {tile.content && <RichText className={styles.content} html={tile.content} />}
        {tile.video && (
          <figure className={styles.video}>
            <video
              controls
              muted
              loop
              playsInline
              preload="none"
              poster={tile.video.poster}
              src={tile.video.src}
              aria-label={tile.video.caption}
            >
              <track kind="captions" src={tile.video.captions} srcLang="en" label="English" default />
            </video>
            <figcaption>{tile.video.caption}</figcaption>
          </figure>
        )}
        {tile.formType && <TileForm formType={tile.formType} />}
        {tile.links.length > 0 && (
          <p className={styles.links}>
            {tile.links.map((link) => (
              <SmartLink
                key={link.url + link.text}
                to={link.url}
                className={`button ${link.style === 'primary' ? '' : `button--${link.style}`}`}
              >
                {link.text}
              </SmartLink>
            ))}
          </p>
        )}
      </div>
    </section>
  );
}
