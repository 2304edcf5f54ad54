import { t7, type Texts } from './i18n';

export interface BrandSeed {
  key: string;
  name: Texts;
  /** Brand colour hue and the shape of its mark. */
  hue: number;
  mark: 'circle' | 'square' | 'hexagon' | 'diamond';
  /** Top-level category keys it makes products for. */
  categories: string[];
}

export const BRANDS: BrandSeed[] = [
  {
    key: 'voltix',
    hue: 215,
    mark: 'hexagon',
    categories: ['electronics'],
    name: t7('Voltix', '沃尔提斯', '沃爾提斯', 'Voltix', 'ヴォルティクス', 'โวลทิกซ์', '볼틱스'),
  },
  {
    key: 'lumora',
    hue: 265,
    mark: 'circle',
    categories: ['electronics', 'home'],
    name: t7('Lumora', '璐茉拉', '璐茉拉', 'Lumora', 'ルモラ', 'ลูโมรา', '루모라'),
  },
  {
    key: 'nordvik',
    hue: 195,
    mark: 'square',
    categories: ['home'],
    name: t7('Nordvik', '诺德维克', '諾德維克', 'Nordvik', 'ノルドヴィク', 'นอร์ดวิก', '노르드빅'),
  },
  {
    key: 'aurelle',
    hue: 335,
    mark: 'circle',
    categories: ['beauty'],
    name: t7('Aurelle', '奥瑞尔', '奧瑞爾', 'Aurelle', 'オーレル', 'ออเรล', '오렐'),
  },
  {
    key: 'maison-iris',
    hue: 290,
    mark: 'diamond',
    categories: ['beauty', 'jewellery'],
    name: t7(
      'Maison Iris',
      '鸢尾之家',
      '鳶尾之家',
      'Maison Iris',
      'メゾン・イリス',
      'เมซง ไอริส',
      '메종 이리스',
    ),
  },
  {
    key: 'threadline',
    hue: 12,
    mark: 'square',
    categories: ['fashion'],
    name: t7('Threadline', '线迹', '線跡', 'Threadline', 'スレッドライン', 'เธรดไลน์', '스레드라인'),
  },
  {
    key: 'kestrel',
    hue: 140,
    mark: 'diamond',
    categories: ['sports'],
    name: t7('Kestrel', '红隼', '紅隼', 'Kestrel', 'ケストレル', 'เคสเทรล', '케스트럴'),
  },
  {
    key: 'stridewell',
    hue: 25,
    mark: 'hexagon',
    categories: ['fashion', 'sports'],
    name: t7(
      'Stridewell',
      '步韵',
      '步韻',
      'Stridewell',
      'ストライドウェル',
      'สไตรด์เวล',
      '스트라이드웰',
    ),
  },
  {
    key: 'bloomberry',
    hue: 350,
    mark: 'circle',
    categories: ['food'],
    name: t7('Bloomberry', '花莓', '花莓', 'Bloomberry', 'ブルームベリー', 'บลูมเบอร์รี', '블룸베리'),
  },
  {
    key: 'tinytown',
    hue: 48,
    mark: 'square',
    categories: ['toys'],
    name: t7('Tinytown', '小小镇', '小小鎮', 'Tinytown', 'タイニータウン', 'ไทนีทาวน์', '타이니타운'),
  },
  {
    key: 'inkwell',
    hue: 230,
    mark: 'diamond',
    categories: ['books', 'food'],
    name: t7('Inkwell', '墨池', '墨池', 'Inkwell', 'インクウェル', 'อิงก์เวลล์', '잉크웰'),
  },
  {
    key: 'solenne',
    hue: 42,
    mark: 'hexagon',
    categories: ['jewellery', 'fashion'],
    name: t7('Solenne', '索兰', '索蘭', 'Solenne', 'ソレンヌ', 'โซเลนน์', '솔렌'),
  },
];
