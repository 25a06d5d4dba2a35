# /// script
# dependencies = ["pygame-ce"]
# ///
"""The parlour: the async loop that pygbag runs in the browser and python runs on the desktop."""
import asyncio

from parlour import browser


async def main():
    """Run the parlour until the window closes; in the browser a failure is shown on the page, never a frozen frame
    (an error while importing the screens too: pygbag only prints what escapes main.py to its hidden terminal)."""
    try:
        from scenes import opening

        run_parlour = await opening.open_doors()
        await run_parlour()
    except Exception as error:
        browser.report_failure(error)
        raise


asyncio.run(main())
