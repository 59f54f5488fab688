import { createContext, useContext, type ReactNode } from 'react';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const HeadingLevelContext = createContext<Level>(2);

/** The level for a block's own heading: 2 on the page, one deeper inside a titled section. */
export const useHeadingLevel = () => useContext(HeadingLevelContext);

export function NestedHeadingLevel({ children }: { children: ReactNode }) {
  const level = useHeadingLevel();
  return (
    <HeadingLevelContext.Provider value={Math.min(level + 1, 6) as Level}>
      {children}
    </HeadingLevelContext.Provider>
  );
}

export function Heading({
  level,
  className,
  id,
  children,
}: {
  level: number;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(Math.max(level, 1), 6)}` as 'h2';
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
