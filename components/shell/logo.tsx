/** The Tessellon mark: three tiles that meet without gaps. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2 28.1 9v14L16 30 3.9 23V9z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M16 2v14l12.1 7M16 16 3.9 23" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M16 16 28.1 9 16 2 3.9 9z" fill="var(--signal)" opacity="0.9" />
    </svg>
  );
}
