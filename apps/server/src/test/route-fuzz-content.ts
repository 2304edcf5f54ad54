import { adverts, announcements, blogPosts } from '../db/schema/index';
import { docx, DOCX_CONTENT_TYPE } from './docx-fixtures';
import { multipart } from './images';
import type { Role, World } from './route-fixtures';
import type { FuzzEntry } from './route-table';
import { envelope } from './test-app';
import { uploadImage } from './wallet-fixtures';

/**
 * The fuzz entries of the back office's content calls (adverts, blog, policies, announcements,
 * the static document), spread at the end of FUZZ_TABLE. Records a call removes are made fresh
 * for each request; an advert's image is an upload of the caller's own (made once per user).
 */
const PAGE = { page: 1, pagesize: 15 };

const uploads = new Map<string, Promise<string>>();
function ownImage(w: World, role: Role): Promise<string> {
  const token = w.tokenOf(role) ?? '';
  let upload = uploads.get(token);
  if (!upload) {
    upload = uploadImage(w.app, token);
    uploads.set(token, upload);
  }
  return upload;
}

/** The document is uploaded once (as the owner) so that GET /static/wellMart.docx has one. */
const documents = new WeakMap<World, Promise<void>>();
function ensureDocument(w: World): Promise<void> {
  let done = documents.get(w);
  if (!done) {
    const body = multipart([
      { data: docx('Fuzz'), filename: 'wellMart.docx', contentType: DOCX_CONTENT_TYPE },
    ]);
    done = w.app
      .inject({
        method: 'POST',
        url: '/api/admin/document/upload',
        headers: { 'access-token': w.admin.token, 'content-type': body.contentType },
        payload: body.payload,
      })
      .then((response) => {
        const answer = envelope(response);
        if (answer.code !== 200) throw new Error(`document upload: ${JSON.stringify(answer)}`);
      });
    documents.set(w, done);
  }
  return done;
}

async function newAdvert(w: World): Promise<number> {
  const [row] = await w.db
    .insert(adverts)
    .values({ position: 'bottom', image: '/static/fuzz.png', title_en: 'Fuzz' })
    .returning({ id: adverts.id });
  return row?.id ?? 0;
}

async function newPost(w: World): Promise<number> {
  const [row] = await w.db
    .insert(blogPosts)
    .values({ title_en: 'Fuzz', content_en: '<p>Fuzz</p>' })
    .returning({ id: blogPosts.id });
  return row?.id ?? 0;
}

async function newAnnouncement(w: World): Promise<number> {
  const [row] = await w.db
    .insert(announcements)
    .values({ title_en: 'Fuzz', content_en: 'Fuzz' })
    .returning({ id: announcements.id });
  return row?.id ?? 0;
}

export const CONTENT_FUZZ: Record<string, FuzzEntry> = {
  'GET /api/admin/advert/index': { request: () => ({ query: { ...PAGE, position: 'top' } }) },
  'POST /api/admin/advert/save': {
    request: async (w, role) => ({
      body: {
        position: 'center',
        image: await ownImage(w, role),
        link: '#/pages/category/category',
        title_en: 'Fuzz',
        title_zh: '模糊',
        sort: 3,
        active: 1,
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2099-01-01T00:00:00Z',
      },
    }),
  },
  'POST /api/admin/advert/remove': { request: async (w) => ({ body: { id: await newAdvert(w) } }) },
  'GET /api/admin/blog/index': { request: () => ({ query: { ...PAGE, q: 'fuzz' } }) },
  'GET /api/admin/blog/detail': { request: (w) => ({ query: { id: w.blogId } }) },
  'POST /api/admin/blog/save': {
    request: async (w) => ({
      body: {
        id: await newPost(w),
        title_en: 'Fuzz post',
        title_es: 'Entrada',
        summary_en: 'About fuzz',
        content_en: '<p>Fuzz <b>text</b></p>',
        published_at: '2024-01-01T00:00:00Z',
      },
    }),
  },
  'POST /api/admin/blog/remove': { request: async (w) => ({ body: { id: await newPost(w) } }) },
  'GET /api/admin/policy/index': { request: () => ({}) },
  'POST /api/admin/policy/save': {
    request: () => ({
      body: { key: 'support', title_en: 'Support', content_en: '<p>Write to us</p>' },
    }),
  },
  'GET /api/admin/announcement/index': { request: () => ({ query: { ...PAGE } }) },
  'POST /api/admin/announcement/save': {
    request: () => ({ body: { title_en: 'Fuzz', content_en: 'Line one\nLine two' } }),
  },
  'POST /api/admin/announcement/remove': {
    request: async (w) => ({ body: { id: await newAnnouncement(w) } }),
  },
  'GET /api/admin/document/info': { request: () => ({}) },
  'POST /api/admin/document/upload': {
    request: () => ({
      multipart: {},
      file: { data: docx('Fuzz'), filename: 'wellMart.docx', contentType: DOCX_CONTENT_TYPE },
    }),
  },
  'GET /static/wellMart.docx': {
    request: async (w) => {
      await ensureDocument(w);
      return {};
    },
    raw: true,
  },
};
