import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from './cn';

/** Initials of the words that start with a letter, so a phone number gives none. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

export interface AvatarProps {
  src?: string | null;
  name: string;
  /** Rendered square size in px; also the image's intrinsic size. */
  size?: number;
  className?: string;
}

/** A round picture that falls back to the name's initials (SPEC §4: avatar failure shows a text placeholder). */
export function Avatar({ src, name, size = 64, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      style={{ width: size, height: size }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={name}
          width={size}
          height={size}
          onError={() => setFailedSrc(src ?? null)}
          className="size-full object-cover"
        />
      ) : (
        <span role="img" aria-label={name} style={{ fontSize: size * 0.36 }}>
          {initialsOf(name) || (
            <UserRound aria-hidden="true" style={{ width: size * 0.5, height: size * 0.5 }} />
          )}
        </span>
      )}
    </span>
  );
}
