// A product's square picture at a given size; decorative (alt="") unless `alt` names it.
// Without a className it is a cart or dialog thumbnail: a tinted tile of that size.

const THUMB: Record<number, string> = {
  56: 'h-14 w-14 shrink-0 rounded-lg bg-brand-50 object-contain p-1',
  64: 'h-16 w-16 shrink-0 rounded-lg bg-brand-50 object-contain p-1',
  80: 'h-20 w-20 shrink-0 rounded-xl bg-brand-50 object-contain p-2',
  96: 'h-24 w-24 shrink-0 rounded-xl bg-brand-50 object-contain p-2',
};

export function ProductImage({
  src,
  size,
  className = THUMB[size],
  alt = '',
}: {
  src: string;
  size: number;
  className?: string;
  alt?: string;
}) {
  return <img src={src} alt={alt} width={size} height={size} className={className} />;
}
