import type { SeedApi } from './xss-api';
import { hostile, hostileRichText, unbroken } from './xss-corpus';

/**
 * The back office's content with hostile text, written through its API as the owner: a blog
 * post (title, summary, rich content), a policy, an announcement, an advert and the popup
 * (titles; a javascript: link is refused). Answers the post's id.
 */
export async function seedHostileContent(
  { call, must, upload }: SeedApi,
  admin: string,
): Promise<{ blogId: number }> {
  const post = await must<{ id: number }>(
    'blog: title, summary, content (en, zh)',
    '/admin/blog/save',
    {
      title_en: hostile('blogT', 200),
      title_zh: unbroken('blogTL', 200),
      summary_en: hostile('blogS', 1000, 3),
      content_en: hostileRichText('blogC'),
      content_zh: hostileRichText('blogCzh'),
      image: await upload(admin, false),
    },
    admin,
  );
  await must(
    'policy privacy: title, content',
    '/admin/policy/save',
    { key: 'privacy', title_en: hostile('polT', 200, 5), content_en: hostileRichText('polC') },
    admin,
  );
  await must(
    'announcement: title, content',
    '/admin/announcement/save',
    { title_en: hostile('annT', 200, 7), content_en: hostile('annC', 5000, 9) },
    admin,
  );
  const image = await upload(admin, false);
  for (const position of ['center', 'popup'])
    await must(
      `advert ${position}: title`,
      '/admin/advert/save',
      { position, image, link: '#/pages/blog/blog', title_en: hostile(`adv${position}`, 200, 11) },
      admin,
    );
  await call(
    'advert: javascript: link',
    '/admin/advert/save',
    { position: 'bottom', image, link: "javascript:__xss('advert')" },
    admin,
  );
  return { blogId: post.id };
}
