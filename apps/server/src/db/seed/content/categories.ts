import type { ObjectKind } from './pictures';
import { t7, type Texts } from './i18n';

export interface SubcategorySeed {
  key: string;
  name: Texts;
  /** What its products and its icon show. */
  kind: ObjectKind;
}

export interface CategorySeed {
  key: string;
  name: Texts;
  kind: ObjectKind;
  children: SubcategorySeed[];
}

const sub = (key: string, kind: ObjectKind, name: Texts): SubcategorySeed => ({ key, kind, name });

export const CATEGORIES: CategorySeed[] = [
  {
    key: 'electronics',
    kind: 'phone',
    name: t7(
      'Electronics',
      '电子产品',
      '電子產品',
      'Electrónica',
      '家電・デジタル',
      'อิเล็กทรอนิกส์',
      '전자제품',
    ),
    children: [
      sub(
        'phones',
        'phone',
        t7(
          'Mobile Phones',
          '手机',
          '手機',
          'Teléfonos móviles',
          'スマートフォン',
          'โทรศัพท์มือถือ',
          '휴대폰',
        ),
      ),
      sub(
        'laptops',
        'laptop',
        t7(
          'Laptops',
          '笔记本电脑',
          '筆記型電腦',
          'Portátiles',
          'ノートパソコン',
          'แล็ปท็อป',
          '노트북',
        ),
      ),
      sub(
        'audio',
        'headphones',
        t7(
          'Headphones & Audio',
          '耳机音响',
          '耳機音響',
          'Auriculares y audio',
          'ヘッドホン・オーディオ',
          'หูฟังและเครื่องเสียง',
          '헤드폰·오디오',
        ),
      ),
      sub(
        'wearables',
        'smartwatch',
        t7(
          'Smartwatches',
          '智能手表',
          '智慧手錶',
          'Relojes inteligentes',
          'スマートウォッチ',
          'สมาร์ทวอทช์',
          '스마트워치',
        ),
      ),
      sub(
        'cameras',
        'camera',
        t7('Cameras', '相机', '相機', 'Cámaras', 'カメラ', 'กล้องถ่ายรูป', '카메라'),
      ),
    ],
  },
  {
    key: 'fashion',
    kind: 'dress',
    name: t7('Fashion', '服饰', '服飾', 'Moda', 'ファッション', 'แฟชั่น', '패션'),
    children: [
      sub(
        'tshirts',
        'tshirt',
        t7('T-Shirts', 'T恤', 'T恤', 'Camisetas', 'Tシャツ', 'เสื้อยืด', '티셔츠'),
      ),
      sub(
        'dresses',
        'dress',
        t7('Dresses', '连衣裙', '連身裙', 'Vestidos', 'ワンピース', 'ชุดเดรส', '원피스'),
      ),
      sub(
        'jackets',
        'jacket',
        t7(
          'Jackets & Coats',
          '外套夹克',
          '外套夾克',
          'Chaquetas y abrigos',
          'ジャケット・コート',
          'แจ็คเก็ตและเสื้อโค้ท',
          '재킷·코트',
        ),
      ),
      sub(
        'sneakers',
        'sneaker',
        t7('Sneakers', '运动鞋', '運動鞋', 'Zapatillas', 'スニーカー', 'รองเท้าผ้าใบ', '스니커즈'),
      ),
      sub(
        'bags',
        'handbag',
        t7('Handbags', '手提包', '手提包', 'Bolsos', 'ハンドバッグ', 'กระเป๋าถือ', '핸드백'),
      ),
    ],
  },
  {
    key: 'beauty',
    kind: 'perfume',
    name: t7(
      'Beauty & Personal Care',
      '美妆个护',
      '美妝個護',
      'Belleza y cuidado personal',
      'コスメ・美容',
      'ความงามและของใช้ส่วนตัว',
      '뷰티·퍼스널케어',
    ),
    children: [
      sub(
        'skincare',
        'skincare',
        t7(
          'Skincare',
          '护肤',
          '護膚',
          'Cuidado de la piel',
          'スキンケア',
          'ผลิตภัณฑ์ดูแลผิว',
          '스킨케어',
        ),
      ),
      sub(
        'fragrance',
        'perfume',
        t7('Fragrances', '香水', '香水', 'Perfumes', '香水・フレグランス', 'น้ำหอม', '향수'),
      ),
      sub(
        'makeup',
        'lipstick',
        t7('Makeup', '彩妆', '彩妝', 'Maquillaje', 'メイクアップ', 'เครื่องสำอาง', '메이크업'),
      ),
      sub(
        'haircare',
        'haircare',
        t7(
          'Hair Care',
          '美发护发',
          '美髮護髮',
          'Cuidado del cabello',
          'ヘアケア',
          'ผลิตภัณฑ์ดูแลเส้นผม',
          '헤어케어',
        ),
      ),
    ],
  },
  {
    key: 'home',
    kind: 'lamp',
    name: t7(
      'Home & Living',
      '家居生活',
      '居家生活',
      'Hogar',
      'ホーム・インテリア',
      'บ้านและของใช้',
      '홈·리빙',
    ),
    children: [
      sub(
        'furniture',
        'chair',
        t7('Furniture', '家具', '家具', 'Muebles', '家具', 'เฟอร์นิเจอร์', '가구'),
      ),
      sub(
        'lighting',
        'lamp',
        t7('Lighting', '灯具照明', '燈具照明', 'Iluminación', '照明', 'โคมไฟ', '조명'),
      ),
      sub(
        'kitchen',
        'kitchen',
        t7(
          'Kitchen & Dining',
          '厨房餐具',
          '廚房餐具',
          'Cocina y comedor',
          'キッチン・食器',
          'ครัวและอุปกรณ์ทานอาหาร',
          '주방·식기',
        ),
      ),
      sub(
        'decor',
        'decor',
        t7(
          'Home Decor',
          '家居装饰',
          '居家裝飾',
          'Decoración',
          'インテリア雑貨',
          'ของตกแต่งบ้าน',
          '홈데코',
        ),
      ),
    ],
  },
  {
    key: 'sports',
    kind: 'ball',
    name: t7(
      'Sports & Outdoors',
      '运动户外',
      '運動戶外',
      'Deportes y aire libre',
      'スポーツ・アウトドア',
      'กีฬาและกิจกรรมกลางแจ้ง',
      '스포츠·아웃도어',
    ),
    children: [
      sub(
        'balls',
        'ball',
        t7(
          'Ball Sports',
          '球类运动',
          '球類運動',
          'Deportes de pelota',
          '球技',
          'กีฬาประเภทลูกบอล',
          '구기 스포츠',
        ),
      ),
      sub(
        'fitness',
        'fitness',
        t7('Fitness', '健身器材', '健身器材', 'Fitness', 'フィットネス', 'ฟิตเนส', '피트니스'),
      ),
      sub(
        'cycling',
        'bicycle',
        t7('Cycling', '骑行', '騎行', 'Ciclismo', 'サイクリング', 'จักรยาน', '자전거'),
      ),
      sub(
        'camping',
        'camping',
        t7(
          'Camping & Hiking',
          '露营徒步',
          '露營健行',
          'Camping y senderismo',
          'キャンプ・登山',
          'แคมป์ปิ้งและเดินป่า',
          '캠핑·하이킹',
        ),
      ),
    ],
  },
  {
    key: 'toys',
    kind: 'teddy',
    name: t7(
      'Toys & Kids',
      '玩具母婴',
      '玩具母嬰',
      'Juguetes y niños',
      'おもちゃ・キッズ',
      'ของเล่นและเด็ก',
      '완구·키즈',
    ),
    children: [
      sub(
        'blocks',
        'blocks',
        t7(
          'Building Blocks',
          '积木',
          '積木',
          'Bloques de construcción',
          'ブロック',
          'ตัวต่อ',
          '블록',
        ),
      ),
      sub(
        'plush',
        'teddy',
        t7('Plush Toys', '毛绒玩具', '絨毛玩具', 'Peluches', 'ぬいぐるみ', 'ตุ๊กตาผ้า', '봉제인형'),
      ),
      sub(
        'baby',
        'babyBottle',
        t7(
          'Baby Care',
          '婴儿用品',
          '嬰兒用品',
          'Cuidado del bebé',
          'ベビー用品',
          'ของใช้เด็กอ่อน',
          '유아용품',
        ),
      ),
      sub(
        'vehicles',
        'toyCar',
        t7(
          'Toy Vehicles',
          '玩具车',
          '玩具車',
          'Vehículos de juguete',
          '乗り物おもちゃ',
          'รถของเล่น',
          '자동차 장난감',
        ),
      ),
    ],
  },
  {
    key: 'food',
    kind: 'coffee',
    name: t7(
      'Food & Drinks',
      '食品饮料',
      '食品飲料',
      'Alimentación y bebidas',
      '食品・飲料',
      'อาหารและเครื่องดื่ม',
      '식품·음료',
    ),
    children: [
      sub(
        'coffee-tea',
        'coffee',
        t7(
          'Coffee & Tea',
          '咖啡茶饮',
          '咖啡茶飲',
          'Café y té',
          'コーヒー・お茶',
          'กาแฟและชา',
          '커피·차',
        ),
      ),
      sub(
        'snacks',
        'snacks',
        t7('Snacks', '休闲零食', '休閒零食', 'Snacks', 'お菓子', 'ขนมขบเคี้ยว', '과자·간식'),
      ),
      sub(
        'fruit',
        'fruit',
        t7(
          'Fresh Fruit',
          '新鲜水果',
          '新鮮水果',
          'Fruta fresca',
          'フルーツ',
          'ผลไม้สด',
          '신선 과일',
        ),
      ),
      sub(
        'drinks',
        'beverage',
        t7('Beverages', '饮料', '飲料', 'Bebidas', 'ドリンク', 'เครื่องดื่ม', '음료'),
      ),
    ],
  },
  {
    key: 'books',
    kind: 'books',
    name: t7(
      'Books & Stationery',
      '图书文具',
      '圖書文具',
      'Libros y papelería',
      '本・文房具',
      'หนังสือและเครื่องเขียน',
      '도서·문구',
    ),
    children: [
      sub('reading', 'books', t7('Books', '图书', '圖書', 'Libros', '書籍', 'หนังสือ', '도서')),
      sub(
        'notebooks',
        'notebook',
        t7('Notebooks', '笔记本', '筆記本', 'Cuadernos', 'ノート', 'สมุดโน้ต', '노트'),
      ),
      sub(
        'pens',
        'pens',
        t7(
          'Pens & Pencils',
          '笔类',
          '筆類',
          'Bolígrafos y lápices',
          'ペン・鉛筆',
          'ปากกาและดินสอ',
          '필기구',
        ),
      ),
      sub(
        'art',
        'art',
        t7(
          'Art Supplies',
          '美术用品',
          '美術用品',
          'Material de arte',
          '画材',
          'อุปกรณ์ศิลปะ',
          '미술용품',
        ),
      ),
    ],
  },
  {
    key: 'jewellery',
    kind: 'ring',
    name: t7(
      'Jewellery & Accessories',
      '珠宝配饰',
      '珠寶配飾',
      'Joyería y accesorios',
      'ジュエリー・アクセサリー',
      'เครื่องประดับ',
      '주얼리·액세서리',
    ),
    children: [
      sub(
        'watches',
        'watch',
        t7('Watches', '腕表', '腕錶', 'Relojes', '腕時計', 'นาฬิกาข้อมือ', '손목시계'),
      ),
      sub('rings', 'ring', t7('Rings', '戒指', '戒指', 'Anillos', '指輪', 'แหวน', '반지')),
      sub(
        'necklaces',
        'necklace',
        t7('Necklaces', '项链', '項鍊', 'Collares', 'ネックレス', 'สร้อยคอ', '목걸이'),
      ),
      sub(
        'sunglasses',
        'sunglasses',
        t7(
          'Sunglasses',
          '太阳镜',
          '太陽眼鏡',
          'Gafas de sol',
          'サングラス',
          'แว่นกันแดด',
          '선글라스',
        ),
      ),
    ],
  },
];
