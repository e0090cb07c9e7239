import { createRoot } from "react-dom/client"; import { Button } from "antd"; createRoot(document.getElementById("root")!).render(<Button>hi</Button>);
