import { useEffect, useMemo } from 'react';
import { FileText, PlayCircle, X } from 'lucide-react';
import { FileName } from './file-name';
import { useT } from '#client/i18n';

export type ChosenFile = { key: string; file: File; progress: number; error: string | null };

/** The files picked for a new post: a preview each, its upload progress, and a way to drop it. */
export function ChosenFiles({ files, onRemove, disabled }: { files: ChosenFile[]; onRemove: (key: string) => void; disabled: boolean }) {
  const t = useT();
  if (files.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2" aria-label={t('community.chosenFiles')}>
      {files.map((chosen) => (
        <li key={chosen.key} className="flex items-center gap-3 rounded-md border border-line p-2">
          <FilePreview file={chosen.file} />
          <div className="min-w-0 flex-1">
            <FileName name={chosen.file.name} className="text-sm font-medium" />
            <progress
              className="mt-1 h-2 w-full"
              max={100}
              value={Math.round(chosen.progress * 100)}
              aria-label={t('community.uploadProgressOf', { name: chosen.file.name })}
            />
            {chosen.error ? <p className="text-xs text-danger">{chosen.error}</p> : null}
          </div>
          <button
            type="button"
            onClick={() => onRemove(chosen.key)}
            disabled={disabled}
            className="inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-slate-100"
            aria-label={t('community.removeNamed', { name: chosen.file.name })}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

function FilePreview({ file }: { file: File }) {
  const isImage = file.type.startsWith('image/');
  const url = useMemo(() => (isImage ? URL.createObjectURL(file) : null), [file, isImage]);
  useEffect(() => {
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [url]);
  if (url) return <img src={url} alt="" className="size-12 shrink-0 rounded object-cover" />;
  const Icon = file.type.startsWith('video/') ? PlayCircle : FileText;
  return (
    <span className="flex size-12 shrink-0 items-center justify-center rounded bg-slate-100">
      <Icon aria-hidden="true" className="size-6 text-slate-600" />
    </span>
  );
}
