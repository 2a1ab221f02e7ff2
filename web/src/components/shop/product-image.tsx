/** A product's square picture at a given size; decorative (alt="") unless `alt` names it. */
export function ProductImage({
  src,
  size,
  className,
  alt = '',
}: {
  src: string;
  size: number;
  className: string;
  alt?: string;
}) {
  return <img src={src} alt={alt} width={size} height={size} className={className} />;
}
