import { createContext, useContext, type ReactNode } from 'react';

const InsideMain = createContext(false);

/**
 * Marks its children as inside the page's <main> (a layout's), so that a component which is a
 * page of its own elsewhere (the error page) does not open a second main landmark inside it.
 */
export function InsideMainLandmark({ children }: { children: ReactNode }) {
  return <InsideMain.Provider value={true}>{children}</InsideMain.Provider>;
}

/** Whether a layout around this component already renders the page's <main>. */
export function useInsideMainLandmark(): boolean {
  return useContext(InsideMain);
}
