print("layout-diagram")
