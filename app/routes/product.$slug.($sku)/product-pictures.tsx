import { useTranslation } from '~/utils/use-translation';
import type { ProductDetail } from '../../../backend/src/schemas/catalogue.js';

/** The product's pictures: the first large, the others as a list below it. */
export function Pictures({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const [main, ...more] = product.images;
  if (!main) return null;
  return (
    <div className="product-pictures">
      <img
        className="product-pictures__main"
        src={main.src}
        alt={main.alt}
        width={main.width}
        height={main.height}
        loading="eager"
      />
      {more.length ? (
        <ul className="product-pictures__more" aria-label={t('product.pictures')}>
          {more.map((picture) => (
            <li key={picture.src}>
              <img
                src={picture.src}
                alt={picture.alt}
                width={picture.width}
                height={picture.height}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
