// The product image: a file picker whose choice is previewed at once through a temporary
// local address (URL.createObjectURL) and uploaded only when the product is saved.
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { IMAGE_TYPES, imageFileError } from '../lib/product-form';
import { RequiredMark } from './field';

type Props = {
  currentUrl?: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
};

/** A temporary address for the file, alive as long as the file is the chosen one. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

export function ImagePicker({ currentUrl, file, onChange, error }: Props) {
  const id = useId();
  const [fileError, setFileError] = useState('');
  const shown = useObjectUrl(file) ?? currentUrl;
  const message = fileError || error;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-800" id={`${id}-label`}>
        Image
        {!currentUrl && <RequiredMark />}
      </span>
      <div className="flex items-center gap-4">
        <Preview url={shown} />
        <div className="flex flex-col gap-1">
          <label
            htmlFor={id}
            className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-lg border border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-within:outline focus-within:outline-3 focus-within:outline-brand-500"
          >
            {shown ? 'Change image' : 'Choose image'}
            <input
              id={id}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              aria-labelledby={`${id}-label`}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : `${id}-hint`}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                const problem = chosen ? imageFileError(chosen) : null;
                setFileError(problem ?? '');
                onChange(problem ? null : chosen);
              }}
            />
          </label>
          <p id={`${id}-hint`} className="text-xs text-muted">
            {file ? file.name : 'PNG, JPEG or WebP, up to 5 MB.'}
          </p>
        </div>
      </div>
      {message && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

function Preview({ url }: { url?: string | null }) {
  return (
    <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-brand-50">
      {url ? (
        // The words name the form field ('Image', its label above), not the element.
        // eslint-disable-next-line jsx-a11y/img-redundant-alt
        <img src={url} alt="Selected product image" className="h-full w-full object-contain" />
      ) : (
        <ImagePlus size={28} className="text-brand-600" aria-hidden="true" />
      )}
    </div>
  );
}
