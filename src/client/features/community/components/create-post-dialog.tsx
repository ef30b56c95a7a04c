import { useState } from 'react';
import { toast } from 'sonner';
import { ACCEPTED_FILE_TYPES, MAX_FILES_PER_POST, POST_CONTENT_MAX, POST_TITLE_MAX, type PostType } from '#shared/community/community.schemas';
import { canSubmitPost, canWrite, checkChosenFile, postTypesFor, type CommunityViewer } from '#shared/community/community-rules';
import { Dialog } from '#client/components/ui/dialog';
import { Button } from '#client/components/ui/button';
import { SelectField, TextField } from '#client/components/ui/form-field';
import { Label } from '#client/components/ui/input';
import { Textarea } from '#client/components/ui/textarea';
import { errorMessage, messageForCode } from '#client/lib/error-messages';
import { communityNoStoreText } from '#client/texts/errors';
import { useCreatePost } from '../api/community-api';
import { discardUploads, uploadFile } from '../api/upload-file';
import { ChosenFiles, type ChosenFile } from './chosen-files';
import { postTypeLabel } from './post-type-badge';
import { useT } from '#client/i18n';

let fileCounter = 0;

/** Create Post: title, content, type (promotion for admins), files with previews and per-file progress. */
export function CreatePostDialog({ open, onOpenChange, viewer }: { open: boolean; onOpenChange: (open: boolean) => void; viewer: CommunityViewer }) {
  const t = useT();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [postType, setPostType] = useState<PostType>('general');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const createPost = useCreatePost();
  const isBusy = isUploading || createPost.isPending;

  // Closing the dialog (Cancel, Escape, the close button, or after Create) leaves nothing behind for the next Create:
  // no title, no files, no refused file still showing its error.
  const close = () => {
    setTitle('');
    setContent('');
    setPostType('general');
    setFiles([]);
    createPost.reset();
    onOpenChange(false);
  };
  const setProgress = (key: string, progress: number, error: string | null = null) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, progress, error } : f)));

  const submit = async () => {
    if (!canWrite(viewer)) {
      toast.error(communityNoStoreText());
      return;
    }
    if (!canSubmitPost(title, viewer)) return;
    setIsUploading(true);
    const mediaIds: string[] = [];
    try {
      for (const chosen of files) {
        try {
          mediaIds.push((await uploadFile(chosen.file, (p) => setProgress(chosen.key, p))).id);
        } catch (error) {
          setProgress(chosen.key, 0, errorMessage(error));
          throw error;
        }
      }
      setIsUploading(false);
      await createPost.mutateAsync({ title: title.trim(), content, postType, mediaIds });
      toast.success(t('community.postCreatedSuccessfully'));
      close();
    } catch (error) {
      void discardUploads(mediaIds);
      toast.error(t('community.failedToCreatePost'), { description: errorMessage(error) });
    } finally {
      setIsUploading(false);
    }
  };

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const accepted = [...list].filter((file) => {
      const problem = checkChosenFile(file);
      if (problem) toast.error(messageForCode(problem === 'too_large' ? 'MEDIA_TOO_LARGE' : 'UNSUPPORTED_MEDIA'), { description: file.name });
      return problem === null;
    });
    const added = accepted.map((file) => ({ key: `f${++fileCounter}`, file, progress: 0, error: null }));
    setFiles((current) => [...current, ...added].slice(0, MAX_FILES_PER_POST));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isBusy) return;
        if (next) onOpenChange(true);
        else close();
      }}
      title={t('community.createPost')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isBusy}>
            {t('community.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={!canSubmitPost(title, viewer) || isBusy} isLoading={isBusy}>
            {t('community.create')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <TextField id="post-title" label={t('community.title')} value={title} maxLength={POST_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} required />
        <div className="space-y-1.5">
          <Label htmlFor="post-content">{t('community.content')}</Label>
          <Textarea id="post-content" value={content} maxLength={POST_CONTENT_MAX} rows={5} onChange={(e) => setContent(e.target.value)} />
        </div>
        <SelectField id="post-type" label={t('community.type')} value={postType} onChange={(e) => setPostType(e.target.value as PostType)}>
          {postTypesFor(viewer).map((type) => (
            <option key={type} value={type}>
              {postTypeLabel(type)}
            </option>
          ))}
        </SelectField>
        <div className="space-y-1.5">
          <Label htmlFor="post-files">{t('community.files')}</Label>
          <input
            id="post-files"
            type="file"
            multiple
            accept={ACCEPTED_FILE_TYPES}
            disabled={isBusy || files.length >= MAX_FILES_PER_POST}
            onChange={(e) => {
              addFiles(e.target.files);
              e.target.value = '';
            }}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2"
          />
          <p className="text-xs text-muted">{t('community.imagesJpgPngWebpUp')}</p>
          <ChosenFiles files={files} disabled={isBusy} onRemove={(key) => setFiles((list) => list.filter((f) => f.key !== key))} />
        </div>
      </div>
    </Dialog>
  );
}
