import { describe, expect, it } from 'vitest';
import { amazonAsin } from '../../shared/index.js';
import { amazonReviewUrl, storeReviewUrl } from './store-links.js';

describe('amazonReviewUrl', () => {
  it.each([
    // Shapes copied from real marketplace listings and share menus.
    [
      'https://www.amazon.com/Anker-Portable-Charger-PowerCore-Compatible/dp/B0194WDVHI/ref=sr_1_3?crid=2X&keywords=anker&qid=1700000000&sr=8-3',
      'https://www.amazon.com/review/create-review?asin=B0194WDVHI',
    ],
    [
      'https://www.amazon.de/dp/B07PGL2ZSL',
      'https://www.amazon.de/review/create-review?asin=B07PGL2ZSL',
    ],
    [
      'https://www.amazon.de/dp/B07PGL2ZSL/',
      'https://www.amazon.de/review/create-review?asin=B07PGL2ZSL',
    ],
    [
      'https://www.amazon.co.uk/gp/product/B08N5WRWNW?pf_rd_r=ABC&th=1',
      'https://www.amazon.co.uk/review/create-review?asin=B08N5WRWNW',
    ],
    [
      'https://www.amazon.fr/gp/aw/d/B09B8V1LZ3/ref=ox_sc_act_image_1?smid=A1X6FK5RDHNB96&psc=1',
      'https://www.amazon.fr/review/create-review?asin=B09B8V1LZ3',
    ],
    [
      'https://www.amazon.it/product-reviews/B0BDHWDR12/ref=cm_cr_dp_d_show_all_btm?ie=UTF8&reviewerType=all_reviews',
      'https://www.amazon.it/review/create-review?asin=B0BDHWDR12',
    ],
    // Books: the ASIN is the ISBN-10, digits with a possible trailing X.
    [
      'https://www.amazon.com/Pragmatic-Programmer-journey-mastery-Anniversary/dp/013595705X',
      'https://www.amazon.com/review/create-review?asin=013595705X',
    ],
    // Lower-case ASINs and the dp/product/ variant.
    [
      'https://amazon.es/dp/product/b0c1h26c46',
      'https://amazon.es/review/create-review?asin=B0C1H26C46',
    ],
    [
      'https://www.amazon.co.jp/exec/obidos/ASIN/4873119022/',
      'https://www.amazon.co.jp/review/create-review?asin=4873119022',
    ],
    [
      'https://www.amazon.com/review/create-review/?ie=UTF8&channel=glance-detail&asin=B0194WDVHI',
      'https://www.amazon.com/review/create-review?asin=B0194WDVHI',
    ],
    // Mobile and the retired AmazonSmile host go to the marketplace's www host.
    [
      'https://smile.amazon.com/dp/B0194WDVHI',
      'https://www.amazon.com/review/create-review?asin=B0194WDVHI',
    ],
    [
      'https://m.amazon.in/dp/B0194WDVHI?th=1',
      'https://www.amazon.in/review/create-review?asin=B0194WDVHI',
    ],
    [
      'https://www.amazon.com.mx/Echo-Dot/dp/B09B8RVKGW#customerReviews',
      'https://www.amazon.com.mx/review/create-review?asin=B09B8RVKGW',
    ],
  ])('%s → %s', (link, expected) => {
    expect(amazonReviewUrl(link)).toBe(expected);
  });

  it.each([
    'https://amzn.to/3xYz12A', // share-menu short link: needs a redirect we do not follow
    'https://a.co/d/8hK2Lm1',
    'https://amzn.eu/d/0abcdEf',
    'https://www.amazon.com/s?k=usb+charger', // a search page, no product
    'https://www.amazon.com/stores/Anker/page/5A8B2B4C-1234', // a brand store
    'https://www.amazon.com/dp/B0194WDVH', // nine characters: not an ASIN
    'https://www.amazon.com/dp/B0194WDVHIX', // eleven characters
    'https://www.notamazon.com/dp/B0194WDVHI', // look-alike domain
    'https://www.emag.ro/dp/B0194WDVHI', // another marketplace
    'not a url',
  ])('has no derivable review URL: %s', (link) => {
    expect(amazonReviewUrl(link)).toBeNull();
  });

  it('reads the ASIN without the slug', () => {
    expect(amazonAsin('https://www.amazon.com/Some-Title/dp/B0194WDVHI')).toBe('B0194WDVHI');
  });
});

describe('storeReviewUrl', () => {
  it('derives Amazon create-review URLs', () => {
    expect(storeReviewUrl('amazon', 'https://www.amazon.de/dp/B07PGL2ZSL?th=1')).toBe(
      'https://www.amazon.de/review/create-review?asin=B07PGL2ZSL',
    );
  });

  it('falls back to the product link for Amazon short links', () => {
    expect(storeReviewUrl('amazon', 'https://amzn.to/3xYz12A')).toBe('https://amzn.to/3xYz12A');
  });

  it.each([
    ['emag', 'https://www.emag.ro/telefon-mobil-apple-iphone-15-128gb-black/pd/DL1J2MYBM/'],
    ['emag', 'https://www.emag.bg/prahosmukachka-dyson-v15/pd/D5S3Q2MBM/?ref=hp_prod_widget'],
    ['emag', 'https://www.emag.hu/apple-airpods-pro-2/pd/DNX2B3MBM/'],
    ['shopify', 'https://example-shop.myshopify.com/products/ceramic-mug'],
    ['shopify', 'https://shop.example.com/products/ceramic-mug?variant=4213'],
  ] as const)('opens the %s product link itself: %s', (store, link) => {
    expect(storeReviewUrl(store, link)).toBe(link);
  });
});
