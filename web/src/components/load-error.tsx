/** The alert a list shows when the server could not send it. */
export function LoadError({ what, className = 'py-12' }: { what: string; className?: string }) {
  return (
    <p role="alert" className={`${className} text-center text-red-700`}>
      {`We could not load the ${what}. Please try again.`}
    </p>
  );
}
