// Points a restaurant document's page image and hero tiles at its own scene.
// Only the image fields change; everything else is returned as it was.

export interface ImageRef {
  desktop: string;
  mobile: string;
  alt: string;
}

export interface WithImages {
  slug: string;
  image?: ImageRef;
  heroTiles?: { subHeading?: string; backgroundImage?: ImageRef }[];
}

export function sceneImage(slug: string, alt: string): ImageRef {
  return { desktop: `/images/restaurants/${slug}.svg`, mobile: `/images/restaurants/${slug}-mobile.svg`, alt };
}

export function withSceneImages<T extends WithImages>(doc: T, alt: string): T {
  const image = sceneImage(doc.slug, alt);
  return {
    ...doc,
    ...(doc.image && { image: { ...doc.image, ...image } }),
    ...(doc.heroTiles && {
      heroTiles: doc.heroTiles.map((tile) =>
        tile.backgroundImage ? { ...tile, backgroundImage: { ...tile.backgroundImage, ...image } } : tile,
      ),
    }),
  };
}
