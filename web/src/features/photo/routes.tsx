/** The AI photo area (§2 /photo, guarded, login path /login): its route table. */
import { paths } from "../../paths/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { PhotoCollectPage } from "./pages/ai-collect.tsx";
import { PhotoCreatePage } from "./pages/ai-create.tsx";
import { PhotoDrawingPage } from "./pages/ai-drawing.tsx";
import { PhotoHistoryPage } from "./pages/ai-history.tsx";
import { PhotoIdeaPage } from "./pages/ai-idea.tsx";
import { PhotoPlazaPage } from "./pages/ai-plaza.tsx";
import { PhotoIndexPage } from "./pages/index.tsx";
import { PhotoInvitePage } from "./pages/invite.tsx";
import { PhotoPointsPage } from "./pages/points.tsx";
import { PhotoSignPage } from "./pages/sign.tsx";

const routes: readonly RouteEntry[] = [
  [paths.photo.index(), PhotoIndexPage],
  [paths.photo.ai.index(), PhotoPlazaPage],
  [paths.photo.ai.create(), PhotoCreatePage],
  [paths.photo.ai.history(), PhotoHistoryPage],
  [paths.photo.ai.collect(), PhotoCollectPage],
  [paths.photo.ai.idea(), PhotoIdeaPage],
  [paths.photo.ai.drawing(), PhotoDrawingPage],
  [paths.photo.sign(), PhotoSignPage],
  [paths.photo.invite(), PhotoInvitePage],
  [paths.photo.points(), PhotoPointsPage],
];

export default function PhotoRoutes() {
  return <AreaSwitch routes={routes} />;
}
