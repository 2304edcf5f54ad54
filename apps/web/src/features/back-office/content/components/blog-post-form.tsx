import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AdminBlogDetail, BlogSaveInput } from '@mall/contract/content-admin';
import type { Lang } from '@mall/contract/locales';
import { Button } from '../../../../components/ui/button';
import { ImageUpload } from '../../../../components/ui/image-upload';
import { imageUploadLabels } from '../../../../components/ui/image-upload-labels';
import { TextField } from '../../../../components/ui/text-field';
import { errorField } from '../../../../lib/api-error';
import { useT } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSaveBlogPost } from '../api/save-blog-post';
import { DateTimeField } from './date-time-field';
import { LangTabs } from './lang-tabs';
import { fieldsOf, textsOf, type Texts } from './localized-texts';
import { RichTextField } from './rich-text-field';
import { TextAreaField } from './text-area-field';

/** A blog post's form: language tabs (title, summary, content), its picture and its date. */
export function BlogPostForm({ post }: { post: AdminBlogDetail | null }) {
  const t = useAdminT();
  const buyerT = useT();
  const navigate = useNavigate();
  const save = useSaveBlogPost();
  const [lang, setLang] = useState<Lang>('en');
  const [titles, setTitles] = useState<Texts>(() => textsOf(post ?? undefined, 'title'));
  const [summaries, setSummaries] = useState<Texts>(() => textsOf(post ?? undefined, 'summary'));
  const [contents, setContents] = useState<Texts>(() => textsOf(post ?? undefined, 'content'));
  const [image, setImage] = useState(post?.image ?? '');
  const [publishedAt, setPublishedAt] = useState(post?.published_at ?? '');
  const [tried, setTried] = useState(false);
  const [serverField, setServerField] = useState<string | null>(null);

  const titleMissing = titles.en.trim() === '';
  const submit = () => {
    setTried(true);
    if (titleMissing) {
      setLang('en');
      return;
    }
    const body: BlogSaveInput = {
      ...(post ? { id: post.id } : {}),
      ...fieldsOf('title', titles),
      ...fieldsOf('summary', summaries),
      ...fieldsOf('content', contents),
      title_en: titles.en,
      image,
      ...(publishedAt ? { published_at: publishedAt } : {}),
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        showToast(t('content.blog.saved'), 'success');
        if (!post) void navigate(`/admin/blog/${saved.id}`, { replace: true });
      },
      onError: (error) => setServerField(errorField(error)),
    });
  };
  const fieldError = (field: string) =>
    serverField === `${field}_${lang}` ? t('content.form.serverRefused') : undefined;

  return (
    <form
      noValidate
      className="flex max-w-3xl flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <LangTabs
        value={lang}
        onChange={setLang}
        filled={(code) => titles[code].trim() !== '' || contents[code] !== ''}
      >
        <TextField
          label={t('content.blog.postTitle')}
          labelNote={lang === 'en' ? t('content.form.required') : t('content.form.optional')}
          value={titles[lang]}
          onValueChange={(value) => setTitles((all) => ({ ...all, [lang]: value }))}
          maxLength={200}
          error={
            tried && lang === 'en' && titleMissing
              ? t('content.form.englishTitleRequired')
              : fieldError('title')
          }
        />
        <TextAreaField
          label={t('content.blog.summary')}
          value={summaries[lang]}
          onChange={(value) => setSummaries((all) => ({ ...all, [lang]: value }))}
          maxLength={1000}
          error={fieldError('summary')}
        />
        <RichTextField
          key={lang}
          label={t('content.blog.content')}
          value={contents[lang]}
          onChange={(html) => setContents((all) => ({ ...all, [lang]: html }))}
        />
      </LangTabs>
      <ImageUpload
        label={t('content.blog.image')}
        value={image ? { path: image, url: image } : null}
        onChange={(result) => setImage(result?.path ?? '')}
        labels={imageUploadLabels(buyerT, t('content.blog.image'))}
        error={serverField === 'image' ? t('content.form.serverRefused') : undefined}
      />
      <DateTimeField
        label={t('content.blog.publishedAt')}
        value={publishedAt}
        onChange={setPublishedAt}
        hint={t('content.blog.publishHint')}
        error={serverField === 'published_at' ? t('content.form.serverRefused') : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('content.form.save')}
        </Button>
        <Link
          to="/admin/blog"
          className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-stone-700"
        >
          {t('content.blog.back')}
        </Link>
      </div>
    </form>
  );
}
